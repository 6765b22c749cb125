// case: reg.index-range/valid/vs_3_0/sweep_file-p_index-0 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-p_index-0 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-p_index-0.bin
// origin: template reg_use {file: p, index: 0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
setp_gt p0, r1, c1
mov o0, v0
