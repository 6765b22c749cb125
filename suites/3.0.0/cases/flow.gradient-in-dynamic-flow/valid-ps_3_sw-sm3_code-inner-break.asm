// case: flow.gradient-in-dynamic-flow/valid/ps_3_sw/sm3_code-inner-break (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_3_sw/sm3_code-inner-break (assemble)
// expect: the tokens of valid-ps_3_sw-sm3_code-inner-break.bin
// origin: template code {code: inner-break, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_2d s0}
ps_3_sw
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
loop aL, i0
texld r1, r0, s0
rep i0
break_gt r0.x, c0.x
endrep
endloop
mov oC0, c0
