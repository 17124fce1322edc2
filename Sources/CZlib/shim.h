#include <zlib.h>

/* inflateInit2 is a macro Swift cannot call; 15 + 32 accepts gzip and zlib headers
   (tests pass a window zlib refuses, to see a failed start cleaned up once). */
static inline int threadfold_inflate_init(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}
