import JupyterWire

extension RequestDispatcher {
    /// comm_info_request, and comm_open / comm_msg / comm_close from the front end (messaging
    /// spec, "Custom messages"). comm_info lists the comms open on either channel. Without a
    /// `CommBackend` (the control dispatcher, a plain backend) every comm_open is closed at
    /// once and other comm messages are dropped, as ipykernel does for unknown targets.
    func serveComm(_ request: Message, on channel: KernelChannel) {
        if request.msgType == "comm_info_request" {
            reply(to: request, on: channel, content: commRegistry.infoReply(request.content))
            return
        }
        guard let comms else {
            if request.msgType == "comm_open", let commID = request.content["comm_id"] {
                publish("comm_close", ["comm_id": commID, "data": .emptyObject], parent: request)
            }
            return
        }
        // A comm message's work (a touch re-renders every display) is an execution of its own: an
        // interrupt sent before it (stop pressed after the last cell ended) must not stop it, as
        // it spares the next cell; one sent while it runs still does.
        interrupt.beginExecution(sentAt: request.header.date)
        let context = PublishingContext(transport: transport, factory: factory, parent: request, silent: false,
                                        interrupt: interrupt)
        comms.receive(request, backend: backend as? CommBackend, context: context)
        interrupt.endExecution()
    }
}
