import CMicroHTTPD
import Glibc

/// The C entry points libmicrohttpd calls; each turns its `cls` back into Swift.
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
        let rawPath = UnsafeBufferPointer(start: UnsafeRawPointer(url).assumingMemoryBound(to: UInt8.self),
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
