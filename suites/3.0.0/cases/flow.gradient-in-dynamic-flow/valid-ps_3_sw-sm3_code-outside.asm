// case: flow.gradient-in-dynamic-flow/valid/ps_3_sw/sm3_code-outside (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_3_sw/sm3_code-outside (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_code-outside.bin
// origin: template code {code: outside, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_2d s0}
ps_3_sw
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
texld r1, r0, s0
dsx r2, r0
mov oC0, c0
