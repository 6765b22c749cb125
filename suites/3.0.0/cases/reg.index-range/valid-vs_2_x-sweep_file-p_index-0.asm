// case: reg.index-range/valid/vs_2_x/sweep_file-p_index-0 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-p_index-0 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-p_index-0.bin
// origin: template reg_use {file: p, index: 0}
vs_2_x
dcl_position v0
mov r1, c0
setp_gt p0, r1, c1
mov oPos, v0
