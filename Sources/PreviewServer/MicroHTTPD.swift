import CMicroHTTPD
import Glibc

/// The C entry points libmicrohttpd calls; each turns its `cls` back into Swift.
/// (The other direction, a reply handed to libmicrohttpd, is `HTTPReply.queue` below.)
///
/// C function pointers cannot capture, so context travels as opaque pointers:
/// the handler unretained (the server owns it and outlives the daemon), each event
/// stream retained until libmicrohttpd frees its response.
enum MicroHTTPDCallbacks {
    static let access: MHD_AccessHandlerCallback = { cls, connection, url, method, _, _, uploadSize, _ in
        guard let cls, let connection, let url, let method else { return MHD_Result.NO }
        let handler = Unmanaged<RequestHandler>.fromOpaque(cls).takeUnretainedValue()
        // Any request body (POST and friends get 405) is dropped unread.
        uploadSize?.pointee = 0
        let rawPath = UnsafeBufferPointer(
            start: UnsafeRawPointer(url).assumingMemoryBound(to: UInt8.self),
            count: strlen(url))
        let reply = handler.reply(method: String(cString: method), rawPath: rawPath)
        return reply.queue(on: connection, hub: handler.hub)
    }

    static let readEvents: MHD_ContentReaderCallback = { cls, _, buffer, limit in
        guard let cls, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
        let client = Unmanaged<EventStreamClient>.fromOpaque(cls).takeUnretainedValue()
        guard let chunk = client.next(limit: limit) else { return MHD_CONTENT_READER_END_OF_STREAM }
        chunk.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { memcpy(buffer, base, bytes.count) }
        }
        return chunk.count
    }

    static let freeEvents: MHD_ContentReaderFreeCallback = { cls in
        guard let cls else { return }
        let client = Unmanaged<EventStreamClient>.fromOpaque(cls)
        client.takeUnretainedValue().finish()
        client.release()
    }
}

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
                MHD_create_response_from_buffer(
                    raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress),
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
        guard
            let response = MHD_create_response_from_callback(
                UInt64.max, 4096, MicroHTTPDCallbacks.readEvents, context.toOpaque(), MicroHTTPDCallbacks.freeEvents)
        else {
            hub.unsubscribe(client)
            context.release()
            return nil
        }
        return response
    }
}
