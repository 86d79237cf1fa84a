package ir.ac.example.edu;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.oauth2.client.oidc.web.logout.OidcClientInitiatedLogoutSuccessHandler;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.oauth2.client.web.DefaultOAuth2AuthorizationRequestResolver;
import org.springframework.security.oauth2.client.web.OAuth2AuthorizationRequestCustomizers;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Darvazeh requires PKCE (S256) of every client; Spring Security 6 adds it only for public clients, so
 * the authorization request resolver adds it here (Spring Security 7 does so by default). Logging out
 * ends the user's single sign-on too (RP-initiated logout, back to «نشانی‌های بازگشت پس از خروج»), and
 * Darvazeh's back-channel logout reaches {baseUrl}/logout/connect/back-channel/darvazeh.
 */
@Configuration
public class SecurityConfig {

  @Bean
  SecurityFilterChain security(HttpSecurity http, ClientRegistrationRepository registrations) throws Exception {
    var resolver = new DefaultOAuth2AuthorizationRequestResolver(registrations, "/oauth2/authorization");
    resolver.setAuthorizationRequestCustomizer(OAuth2AuthorizationRequestCustomizers.withPkce());

    var logout = new OidcClientInitiatedLogoutSuccessHandler(registrations);
    logout.setPostLogoutRedirectUri("{baseUrl}/");

    http
        .authorizeHttpRequests(requests -> requests.anyRequest().authenticated())
        .oauth2Login(login -> login.authorizationEndpoint(endpoint -> endpoint.authorizationRequestResolver(resolver)))
        .logout(out -> out.logoutSuccessHandler(logout))
        .oidcLogout(oidc -> oidc.backChannel(Customizer.withDefaults()));
    return http.build();
  }
}
