// Frames, signing and Codable messages of the Jupyter wire protocol (no sockets).
