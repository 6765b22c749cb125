// case: decl.dcl-before-code/invalid/ps_2_x/code-s (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: s}
ps_2_x
dcl t0
mov r1, c0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
