#include <zlib.h>

/* inflateInit2 is a macro Swift cannot call; 15 + 32 accepts gzip and zlib headers. */
static inline int threadfold_inflate_init(z_stream *stream) {
    return inflateInit2(stream, 15 + 32);
}
