// case: flow.gradient-in-dynamic-flow/valid/ps_2_x/sm2_code-static-if (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_2_x/sm2_code-static-if (assemble)
// expect: the tokens of valid-ps_2_x-sm2_code-static-if.bin
// origin: template code {code: static-if, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl t0 dcl_2d s0}
ps_2_x
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl t0
dcl_2d s0
mov r0, t0
if b0
dsx r1, r0
else
texld r1, r0, s0
endif
mov oC0, c0
