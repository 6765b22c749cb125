// case: flow.gradient-in-dynamic-flow/valid/ps_3_sw/sm3_code-texldd-in-pif (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_3_sw/sm3_code-texldd-in-pif (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_code-texldd-in-pif.bin
// origin: template code {code: texldd-in-pif, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_2d s0}
ps_3_sw
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
setp_gt p0, r0, c0
if p0.x
texldd r1, r0, s0, r0, r0
endif
mov oC0, c0
