// case: flow.gradient-in-dynamic-flow/invalid/ps_2_sw/sm2_code-rep-break (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {code: rep-break, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl t0 dcl_2d s0}
ps_2_sw
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl t0
dcl_2d s0
mov r0, t0
rep i0
texldp r1, r0, s0
if b0
break
endif
endrep
mov oC0, c0
