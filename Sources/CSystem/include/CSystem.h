#ifndef CSYSTEM_H
#define CSYSTEM_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE): the new site
/// takes the old one's place in one step, with no moment where neither exists.
/// Returns 0, or -1 with errno set (EINVAL/ENOSYS where the file system cannot do it).
int tf_rename_exchange(const char *from, const char *to);

#include <stddef.h>

/// glibc's memmem (vectorised two-way search), which Swift cannot see without _GNU_SOURCE.
/// Returns the first occurrence of the needle, or NULL.
const void *tf_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif
