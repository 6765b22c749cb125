// case: flow.call-nesting/valid/ps_3_sw/depth-4 (validate)
// expect: valid
// case: flow.call-nesting/assemble/ps_3_sw/depth-4 (assemble)
// expect: the tokens of valid-ps_3_sw-depth-4.bin
// origin: template calls {depth: 4}
ps_3_sw
call l0
mov oC0, c0
ret
label l0
call l1
ret
label l1
call l2
ret
label l2
call l3
ret
label l3
ret
