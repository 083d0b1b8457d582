// Stand-ins for the libcurl functions that Foundation's networking library refers to, linked into
// the release binary (Scripts/release) in place of libcurl.
//
// FoundationNetworking comes with the Model Context Protocol SDK, whose HTTP transport and OAuth
// client use URLSession; `specimen mcp` talks over standard input and output, and nothing in
// Specimen opens a URL. Linking libcurl would make the binary need libcurl and some thirty
// libraries behind it (TLS, Kerberos, LDAP, compression) on every machine. Each stand-in fails
// as libcurl does when a feature is not built in, so a call, were one ever made, would end in
// an error, not in a crash or a request.
#include <stddef.h>

enum { not_built_in = 4 };  // CURLE_NOT_BUILT_IN, CURLM_... and CURLUE_... alike report failure

void *curl_easy_init(void) { return NULL; }
void curl_easy_cleanup(void *handle) { (void)handle; }
int curl_easy_setopt(void *handle, int option, ...) { (void)handle; (void)option; return not_built_in; }
int curl_easy_getinfo(void *handle, int info, ...) { (void)handle; (void)info; return not_built_in; }
int curl_easy_pause(void *handle, int mask) { (void)handle; (void)mask; return not_built_in; }
const char *curl_easy_strerror(int code) { (void)code; return "libcurl is not part of this build of Specimen"; }
void curl_free(void *pointer) { (void)pointer; }
int curl_global_init(long flags) { (void)flags; return not_built_in; }
void *curl_multi_init(void) { return NULL; }
int curl_multi_cleanup(void *multi) { (void)multi; return not_built_in; }
int curl_multi_add_handle(void *multi, void *easy) { (void)multi; (void)easy; return not_built_in; }
int curl_multi_remove_handle(void *multi, void *easy) { (void)multi; (void)easy; return not_built_in; }
int curl_multi_assign(void *multi, int socket, void *pointer) { (void)multi; (void)socket; (void)pointer; return not_built_in; }
void *curl_multi_info_read(void *multi, int *left) { (void)multi; if (left) *left = 0; return NULL; }
int curl_multi_setopt(void *multi, int option, ...) { (void)multi; (void)option; return not_built_in; }
int curl_multi_socket_action(void *multi, int socket, int mask, int *running) {
    (void)multi; (void)socket; (void)mask; if (running) *running = 0; return not_built_in;
}
void *curl_slist_append(void *list, const char *text) { (void)list; (void)text; return NULL; }
void curl_slist_free_all(void *list) { (void)list; }
void *curl_url(void) { return NULL; }
int curl_url_get(void *url, int part, char **text, unsigned int flags) { (void)url; (void)part; (void)flags; if (text) *text = NULL; return not_built_in; }
int curl_url_set(void *url, int part, const char *text, unsigned int flags) { (void)url; (void)part; (void)text; (void)flags; return not_built_in; }
char *curl_version(void) { return (char *)"none"; }
void *curl_version_info(int age) { (void)age; return NULL; }
