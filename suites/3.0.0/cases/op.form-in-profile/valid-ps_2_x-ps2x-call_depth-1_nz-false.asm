// case: op.form-in-profile/valid/ps_2_x/ps2x-call_depth-1_nz-false (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2x-call_depth-1_nz-false (assemble)
// expect: the tokens of valid-ps_2_x-ps2x-call_depth-1_nz-false.bin
// origin: template calls {depth: 1, nz: false}
ps_2_x
call l0
mov oC0, c0
ret
label l0
ret
