// case: flow.call-nesting/valid/ps_3_sw/depth-2 (validate)
// expect: valid
// case: flow.call-nesting/assemble/ps_3_sw/depth-2 (assemble)
// expect: the tokens of valid-ps_3_sw-depth-2.bin
// origin: template calls {depth: 2}
ps_3_sw
call l0
mov oC0, c0
ret
label l0
call l1
ret
label l1
ret
