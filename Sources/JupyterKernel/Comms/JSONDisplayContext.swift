import JupyterWire

/// An execution context that can publish MIME data whose values are JSON rather than text,
/// such as a widget's `application/vnd.jupyter.widget-view+json` (messaging spec,
/// "Display Data": JSON MIME types carry objects). The kernel's contexts adopt it; find it
/// with `as?`.
public protocol JSONDisplayContext: ExecutionContext {
    /// `display_data` with `data` as given (`text/plain` and `image/svg+xml` as strings beside
    /// JSON objects).
    func display(json data: [String: JSON])
}
