import JupyterWire

extension RequestDispatcher {
    /// execute_request (messaging spec, "Execute"): execute_input, outputs, execute_result or
    /// error on iopub, then the reply. Counting follows ipykernel: `store_history` executions
    /// of non-blank code count (errors too); `silent` forces `store_history` off and publishes
    /// nothing.
    /// - Returns: `.abortQueue` with the requests already waiting when the cell failed and the
    ///   request asked `stop_on_error`.
    func execute(_ request: Message, backend: any KernelBackend, on channel: KernelChannel) -> Outcome {
        if let window = abortWindow {
            if window.isOpen(), window.covers(request) {
                replyAborted(to: request, on: channel)
                return .done
            }
            if !window.isOpen() { abortWindow = nil }
        }
        let content = request.content
        let code = content["code"]?.stringValue ?? ""
        let silent = content["silent"]?.boolValue ?? false
        let storeHistory = !silent && (content["store_history"]?.boolValue ?? true)
        let stopOnError = content["stop_on_error"]?.boolValue ?? true
        let counted = storeHistory && !code.allSatisfy(\.isWhitespace)
        if counted { executionCount += 1 }
        let count = executionCount

        interrupt.beginExecution(sentAt: request.header.date)
        if !silent {
            publish("execute_input", ["code": .string(code), "execution_count": .int(count)], parent: request)
        }
        let context = PublishingContext(transport: transport, factory: factory, parent: request,
                                        silent: silent, interrupt: interrupt)
        var replyContent: [String: JSON]
        var output: String?
        do throws(ExecutionError) {
            if let result = try backend.execute(code: code, context: context), !result.isEmpty {
                output = result["text/plain"]
                if !silent {
                    publish("execute_result", ["execution_count": .int(count), "data": result.json,
                                               "metadata": .emptyObject], parent: request)
                }
            }
            replyContent = ["status": "ok", "payload": .array(context.payload),
                            "user_expressions": userExpressions(content["user_expressions"], backend: backend)]
        } catch {
            if !silent { publish("error", error.json, parent: request) }
            replyContent = error.replyJSON.objectValue ?? [:]
            replyContent["payload"] = .array(context.payload)
            replyContent["user_expressions"] = .emptyObject
        }
        interrupt.endExecution()
        if counted { history.record(line: count, input: code, output: output) }
        replyContent["execution_count"] = .int(count)
        // Take the queue before replying: what is waiting now was sent before the client saw
        // the failure, so it is aborted; anything sent later runs normally.
        let failed = replyContent["status"] == "error"
        let queued = failed && stopOnError ? transport.takeWaitingRequests() : []
        // opened before the reply goes out: a request the client sends on reading it is dated
        // after the window's failure time, so it runs
        if failed && stopOnError { abortWindow = AbortWindow() }
        reply(to: request, on: channel, content: .object(replyContent))
        return failed && stopOnError ? .abortQueue(queued) : .done
    }

    /// Each `user_expressions` entry as `{status, data, metadata}` or an error dict.
    private func userExpressions(_ expressions: JSON?, backend: any KernelBackend) -> JSON {
        guard let expressions = expressions?.objectValue else { return .emptyObject }
        var results: [String: JSON] = [:]
        for (name, expression) in expressions {
            guard let text = expression.stringValue else {
                results[name] = ExecutionError(ename: "TypeError", evalue: "expression is not a string",
                                               traceback: []).replyJSON
                continue
            }
            do throws(ExecutionError) {
                let data = try backend.evaluate(expression: text)
                results[name] = ["status": "ok", "data": data.json, "metadata": .emptyObject]
            } catch {
                results[name] = error.replyJSON
            }
        }
        return .object(results)
    }
}

extension ExecutionError {
    /// `{ename, evalue, traceback}`, the content of the `error` message.
    var json: JSON {
        ["ename": .string(ename), "evalue": .string(evalue), "traceback": .array(traceback.map { JSON.string($0) })]
    }

    /// `{status: "error", ename, evalue, traceback}`, the form of error replies and failed
    /// user expressions.
    var replyJSON: JSON {
        var members = json.objectValue ?? [:]
        members["status"] = "error"
        return .object(members)
    }
}
