#ifndef THREADFOLD_CCMARK_ARENA_H
#define THREADFOLD_CCMARK_ARENA_H

#include <stddef.h>

/// Renders `len` bytes of markdown to HTML with libcmark, every allocation cmark makes
/// for it served from this thread's arena instead of malloc. Returns the HTML (not
/// NUL-terminated) and its length in `out_len`; the memory
/// stays valid until this thread's next call or `threadfold_cmark_arena_release`.
/// NULL when cmark fails (out of memory).
/// `has_code_block` (if not NULL) is set to whether the document has a code block, so
/// callers that post-process `<pre>` need not search the HTML for one.
const char *threadfold_cmark_render(const char *text, size_t len, int options, size_t *out_len, int *has_code_block);

/// Frees this thread's arena (the next render makes a new one).
void threadfold_cmark_arena_release(void);

/// Bytes this thread's arena holds now (for tests: it must not grow without end).
size_t threadfold_cmark_arena_capacity(void);

#endif
