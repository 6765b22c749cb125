// case: op.form-in-profile/valid/vs_2_0/vs2-call_depth-1_nz-false (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_0/vs2-call_depth-1_nz-false (assemble)
// expect: the tokens of valid-vs_2_0-vs2-call_depth-1_nz-false.bin
// origin: template calls {depth: 1, nz: false}
vs_2_0
dcl_position v0
call l0
mov oPos, v0
ret
label l0
ret
