#include "CMicroHTTPD.h"

#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <string.h>
#include <unistd.h>

int tf_listen(const char *host, uint16_t port, int *error_out) {
    struct addrinfo hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    struct addrinfo *found = NULL;
    if (getaddrinfo(host, NULL, &hints, &found) != 0 || found == NULL) {
        *error_out = EADDRNOTAVAIL;
        return -1;
    }
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    socklen_t length = (socklen_t)found->ai_addrlen;
    memcpy(&address, found->ai_addr, found->ai_addrlen);
    int family = found->ai_family;
    freeaddrinfo(found);
    if (family == AF_INET6) {
        ((struct sockaddr_in6 *)&address)->sin6_port = htons(port);
    } else {
        ((struct sockaddr_in *)&address)->sin_port = htons(port);
    }

    int fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *error_out = errno;
        return -1;
    }
    /* SO_REUSEADDR lets a restarted server reclaim a port in TIME_WAIT, yet on Linux
       it still fails with EADDRINUSE while another socket listens there. */
    int on = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (bind(fd, (struct sockaddr *)&address, length) != 0 || listen(fd, SOMAXCONN) != 0) {
        *error_out = errno;
        close(fd);
        return -1;
    }
    *error_out = 0;
    return fd;
}

uint16_t tf_socket_port(int fd) {
    struct sockaddr_storage address;
    socklen_t length = sizeof address;
    if (getsockname(fd, (struct sockaddr *)&address, &length) != 0) {
        return 0;
    }
    if (address.ss_family == AF_INET6) {
        return ntohs(((struct sockaddr_in6 *)&address)->sin6_port);
    }
    return ntohs(((struct sockaddr_in *)&address)->sin_port);
}

void tf_close(int fd) {
    close(fd);
}

static size_t tf_identity_unescape(void *cls, struct MHD_Connection *connection, char *uri) {
    (void)cls;
    (void)connection;
    return strlen(uri);
}

struct MHD_Daemon *tf_mhd_start(int listen_fd,
                                size_t connection_memory_limit,
                                unsigned int connection_timeout_seconds,
                                MHD_AccessHandlerCallback handler,
                                void *handler_cls) {
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION
                         | MHD_USE_AUTO;
    /* The port argument is ignored when MHD_OPTION_LISTEN_SOCKET is given. */
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_fd,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, connection_memory_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout_seconds,
                            MHD_OPTION_UNESCAPE_CALLBACK, tf_identity_unescape, NULL,
                            MHD_OPTION_END);
}
