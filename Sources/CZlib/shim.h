#include <zlib.h>

/* inflateInit2 is a macro Swift cannot call; 15 + 32 accepts gzip and zlib headers
   (tests pass a window zlib refuses, to see a failed start cleaned up once). */
static inline int threadfold_inflate_init(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

/* deflateInit2 is a macro too: raw deflate (no header), a 32 KB window, memLevel 8. */
static inline int threadfold_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}
