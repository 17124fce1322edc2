// A bump allocator for libcmark, one per thread.
//
// cmark allocates every node, every line buffer and the output through calloc/realloc
// and frees them one by one afterwards; for a comment body of a few hundred bytes that
// malloc traffic cost about as much as the parsing. cmark lets a parser take its own
// allocator (cmark_parser_new_with_mem), but the callbacks get no context pointer, so
// the arena is found through a thread-local variable. A render takes memory from the
// arena and gives it all back at once when the next render on the thread starts.
#include "CCmarkArena.h"

#include <cmark.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Each block carries its size in front, so realloc knows how much to copy.
typedef struct { size_t size; size_t pad; } block_header;

typedef struct chunk {
  struct chunk *next;
  size_t capacity;
  size_t used;
  // data follows, 16-byte aligned (the header is 24 bytes, rounded up below)
} chunk;

enum { ALIGN = 16, FIRST_CHUNK = 256 * 1024 };

static __thread chunk *current;   // the chunk allocations come from; older ones follow `next`
static __thread void *last_block; // the newest block, which may grow in place

static size_t round_up(size_t n) { return (n + ALIGN - 1) & ~(size_t)(ALIGN - 1); }
static size_t chunk_header(void) { return round_up(sizeof(chunk)); }
static char *chunk_data(chunk *c) { return (char *)c + chunk_header(); }

static void out_of_memory(void) {
  // What cmark's own allocator does: it cannot report failure to its callers.
  abort();
}

// A thread that exits gives its arena back: a key whose destructor runs on that thread.
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;
static void release_on_exit(void *unused) { (void)unused; threadfold_cmark_arena_release(); }
static void make_exit_key(void) { pthread_key_create(&exit_key, release_on_exit); }

static chunk *new_chunk(size_t at_least, chunk *next) {
  if (!next) {
    pthread_once(&exit_key_once, make_exit_key);
    pthread_setspecific(exit_key, (void *)1);
  }
  size_t capacity = at_least > FIRST_CHUNK ? round_up(at_least) : FIRST_CHUNK;
  chunk *c = malloc(chunk_header() + capacity);
  if (!c) out_of_memory();
  c->next = next;
  c->capacity = capacity;
  c->used = 0;
  return c;
}

static void *arena_alloc(size_t size) {
  size_t need = sizeof(block_header) + round_up(size ? size : 1);
  if (!current || current->capacity - current->used < need) {
    current = new_chunk(need, current);
  }
  block_header *header = (block_header *)(chunk_data(current) + current->used);
  current->used += need;
  header->size = size;
  last_block = header + 1;
  return last_block;
}

static void *arena_calloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) out_of_memory();
  void *p = arena_alloc(count * size);
  memset(p, 0, count * size);
  return p;
}

static void *arena_realloc(void *p, size_t size) {
  if (!p) return arena_alloc(size);
  block_header *header = (block_header *)p - 1;
  if (p == last_block) {
    // The newest block grows where it is when the chunk has room: cmark's buffers
    // (line content, the output) grow this way many times.
    size_t old_need = round_up(header->size ? header->size : 1);
    size_t new_need = round_up(size ? size : 1);
    size_t free_after = current->capacity - current->used;
    if (new_need <= old_need || new_need - old_need <= free_after) {
      current->used = current->used - old_need + new_need;
      header->size = size;
      return p;
    }
  }
  void *moved = arena_alloc(size);
  memcpy(moved, p, header->size < size ? header->size : size);
  return moved;
}

static void arena_free(void *p) {
  // Everything goes back at once on reset.
  (void)p;
}

static cmark_mem arena_mem = {arena_calloc, arena_realloc, arena_free};

// Keeps the newest chunk (the largest a document needed so far, or the first) for the
// next document, frees the rest.
static void arena_reset(void) {
  if (!current) return;
  chunk *keep = current;
  chunk *c = current->next;
  while (c) {
    chunk *next = c->next;
    free(c);
    c = next;
  }
  keep->next = NULL;
  keep->used = 0;
  last_block = NULL;
  // A chunk grown for a huge document is not kept: the next comment is small.
  if (keep->capacity > 16 * FIRST_CHUNK) {
    free(keep);
    current = NULL;
  }
}

static int contains_code_block(cmark_node *document) {
  // Code blocks are blocks: only block containers need walking, never inline content.
  for (cmark_node *node = cmark_node_first_child(document); node;) {
    cmark_node_type type = cmark_node_get_type(node);
    if (type == CMARK_NODE_CODE_BLOCK) return 1;
    cmark_node *child = cmark_node_first_child(node);
    if (child && (type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_LIST || type == CMARK_NODE_ITEM)) {
      node = child;
      continue;
    }
    while (node && !cmark_node_next(node)) {
      node = cmark_node_parent(node);
      if (node == document) return 0;
    }
    if (node) node = cmark_node_next(node);
  }
  return 0;
}

const char *threadfold_cmark_render(const char *text, size_t len, int options, size_t *out_len, int *has_code_block) {
  arena_reset();
  cmark_parser *parser = cmark_parser_new_with_mem(options, &arena_mem);
  if (!parser) return NULL;
  cmark_parser_feed(parser, text, len);
  cmark_node *document = cmark_parser_finish(parser);
  if (!document) return NULL;
  if (has_code_block) *has_code_block = contains_code_block(document);
  // The output buffer comes from the document's allocator: the arena.
  char *html = cmark_render_html(document, options);
  if (!html) return NULL;
  *out_len = strlen(html);
  return html;
}

void threadfold_cmark_arena_release(void) {
  arena_reset();
  free(current);
  current = NULL;
}

size_t threadfold_cmark_arena_capacity(void) {
  size_t total = 0;
  for (chunk *c = current; c; c = c->next) total += c->capacity;
  return total;
}
