// case: flow.call-nesting/valid/vs_2_sw/depth-2 (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_2_sw/depth-2 (assemble)
// expect: the tokens of valid-vs_2_sw-depth-2.bin
// origin: template calls {depth: 2}
vs_2_sw
dcl_position v0
call l0
mov oPos, v0
ret
label l0
call l1
ret
label l1
ret
