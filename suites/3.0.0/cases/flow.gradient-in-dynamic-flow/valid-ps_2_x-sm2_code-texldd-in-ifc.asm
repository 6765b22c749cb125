// case: flow.gradient-in-dynamic-flow/valid/ps_2_x/sm2_code-texldd-in-ifc (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_2_x/sm2_code-texldd-in-ifc (assemble)
// expect: the tokens of valid-ps_2_x-sm2_code-texldd-in-ifc.bin
// origin: template code {code: texldd-in-ifc, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl t0 dcl_2d s0}
ps_2_x
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl t0
dcl_2d s0
mov r0, t0
if_gt r0.x, c0.x
texldd r1, r0, s0, r0, r0
endif
mov oC0, c0
