// case: flow.gradient-in-dynamic-flow/invalid/ps_3_0/sm3_code-outer-of-break (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {code: outer-of-break, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
rep i0
rep i0
dsy r1, r0
endrep
break_gt r0.x, c0.x
endrep
mov oC0, c0
