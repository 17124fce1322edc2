#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/*
 * Swift cannot call C variadic functions such as MHD_start_daemon, so these
 * small wrappers call them with the fixed set of options the preview server uses.
 */

/// Creates, binds and listens on a TCP socket for `host` (numeric or a name) and `port`
/// (0 asks for an ephemeral one). Returns the socket, or -1 with `*error_out` set to
/// the errno of the failing step (EAI failures are reported as EADDRNOTAVAIL).
int tf_listen(const char *host, uint16_t port, int *error_out);

/// The local port a listening socket is bound to, or 0 if it cannot be read.
uint16_t tf_socket_port(int fd);

/// Closes a socket that never reached MHD (MHD closes the ones it accepted).
void tf_close(int fd);

/// Starts a daemon on an already listening socket with one thread per connection,
/// so blocking event-stream callbacks never hold up file requests. The URL handed to
/// `handler` is left percent-encoded (identity unescape) so the server can refuse
/// encoded dots and slashes itself.
struct MHD_Daemon *tf_mhd_start(int listen_fd,
                                size_t connection_memory_limit,
                                unsigned int connection_timeout_seconds,
                                MHD_AccessHandlerCallback handler,
                                void *handler_cls);

#endif
