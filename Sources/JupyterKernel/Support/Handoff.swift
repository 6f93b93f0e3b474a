/// Carries a non-Sendable value (a socket, the backend) to the one thread that will own it
/// from then on; the sender must not touch it afterwards.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
}
