// case: decl.dcl-before-code/invalid/ps_3_sw/code-s (validate)
// expect: invalid [decl.dcl-before-code]
// origin: template code {code: s}
ps_3_sw
dcl_texcoord0 v0
mov r1, c0
dcl_2d s0
texld r0, v0, s0
mov oC0, c0
