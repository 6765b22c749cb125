// case: flow.call-nesting/valid/vs_2_x/depth-1_nz-false (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_2_x/depth-1_nz-false (assemble)
// expect: the tokens of valid-vs_2_x-depth-1_nz-false.bin
// origin: template calls {depth: 1, nz: false}
vs_2_x
dcl_position v0
call l0
mov oPos, v0
ret
label l0
ret
