#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <linux/fs.h>
#include <malloc.h>
#include <sys/ioctl.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "CSystem.h"

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE (1 << 0)
#endif

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int tf_rename_exchange(const char *from, const char *to) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE);
}

const void *tf_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    return memmem(haystack, haystack_length, needle, needle_length);
}

int tf_rename_noreplace(const char *from, const char *to) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
}

int tf_set_topdir(const char *path) {
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return -1;
    int flags = 0;
    int result = ioctl(fd, FS_IOC_GETFLAGS, &flags);
    if (result == 0 && !(flags & FS_TOPDIR_FL)) {
        flags |= FS_TOPDIR_FL;
        result = ioctl(fd, FS_IOC_SETFLAGS, &flags);
    }
    close(fd);
    return result;
}

static int tf_stop_write_fd = -1;

static void tf_stop_handler(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    ssize_t ignored = write(tf_stop_write_fd, &byte, 1);
    (void)ignored;
    errno = saved;
}

int tf_install_stop_signals(void) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return -1;
    /* A full pipe must never block the handler: signals beyond 64 KB of them are dropped. */
    fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK);
    tf_stop_write_fd = fds[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = tf_stop_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    return fds[0];
}

int tf_release_freed_memory(void) {
    return malloc_trim(0);
}
