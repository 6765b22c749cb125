// case: op.form-in-profile/valid/vs_2_x/vs2-call_depth-1_nz-true (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2-call_depth-1_nz-true (assemble)
// expect: the tokens of valid-vs_2_x-vs2-call_depth-1_nz-true.bin
// origin: template calls {depth: 1, nz: true}
vs_2_x
dcl_position v0
callnz l0, b0
mov oPos, v0
ret
label l0
ret
