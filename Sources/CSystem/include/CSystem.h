#ifndef CSYSTEM_H
#define CSYSTEM_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE): the new site
/// takes the old one's place in one step, with no moment where neither exists.
/// Returns 0, or -1 with errno set (EINVAL/ENOSYS where the file system cannot do it).
int tf_rename_exchange(const char *from, const char *to);

#include <stddef.h>

/// Renames without replacing (renameat2 RENAME_NOREPLACE): fails with EEXIST when `to`
/// exists, where plain rename would replace an empty folder.
int tf_rename_noreplace(const char *from, const char *to);

/// Sets the ext2/3/4 "top of directory hierarchy" flag (FS_TOPDIR_FL, `chattr +T`) on a
/// folder: ext4's Orlov allocator then places each new subfolder in a block group of its
/// own choosing instead of next to its parent. Returns 0, or -1 with errno set where the
/// file system has no such flag (callers ignore that: it is only a placement hint).
int tf_set_topdir(const char *path);

/// glibc's memmem (vectorised two-way search), which Swift cannot see without _GNU_SOURCE.
/// Returns the first occurrence of the needle, or NULL.
const void *tf_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

/// Catches SIGINT and SIGTERM (SA_RESTART) with a handler that only writes the signal's
/// number, one byte, to a pipe, and unblocks them in the calling thread: whichever thread
/// the kernel picks, the stop is seen by whoever reads the pipe. Returns the pipe's read
/// end (blocking), or -1 with errno set.
int tf_install_stop_signals(void);

/// Hands the heap's freed pages back to the system (glibc's malloc_trim(0), whose header
/// Swift's Glibc module does not bring). Returns 1 when memory was released.
int tf_release_freed_memory(void);

#endif
