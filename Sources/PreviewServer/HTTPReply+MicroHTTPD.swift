import CMicroHTTPD
import Glibc

extension HTTPReply {
    /// Builds the libmicrohttpd response, queues it and releases our reference.
    /// For HEAD, libmicrohttpd sends the same headers and Content-Length, no body.
    func queue(on connection: OpaquePointer, hub: EventHub) -> MHD_Result {
        guard let response = makeResponse(hub: hub) else { return MHD_Result.NO }
        defer { MHD_destroy_response(response) }
        for header in headers {
            guard MHD_add_response_header(response, header.name, header.value) == MHD_Result.YES else { return MHD_Result.NO }
        }
        return MHD_queue_response(connection, status, response)
    }

    private func makeResponse(hub: EventHub) -> OpaquePointer? {
        switch body {
        case .bytes(let bytes):
            return bytes.withUnsafeBytes { raw in
                MHD_create_response_from_buffer(raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress),
                                                .RESPMEM_MUST_COPY)
            }
        case .file(let descriptor, let size):
            // On success libmicrohttpd owns the descriptor and closes it.
            guard let response = MHD_create_response_from_fd64(size, descriptor) else {
                close(descriptor)
                return nil
            }
            return response
        case .eventStream:
            return makeEventStream(hub: hub)
        }
    }

    private func makeEventStream(hub: EventHub) -> OpaquePointer? {
        let client = hub.subscribe()
        let context = Unmanaged.passRetained(client)
        // Unknown size makes libmicrohttpd use chunked encoding on HTTP/1.1.
        guard let response = MHD_create_response_from_callback(
            UInt64.max, 4096, MicroHTTPDCallbacks.readEvents, context.toOpaque(), MicroHTTPDCallbacks.freeEvents)
        else {
            hub.unsubscribe(client)
            context.release()
            return nil
        }
        return response
    }
}
