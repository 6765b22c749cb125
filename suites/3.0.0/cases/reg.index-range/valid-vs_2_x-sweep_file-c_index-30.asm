// case: reg.index-range/valid/vs_2_x/sweep_file-c_index-30 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-c_index-30 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-c_index-30.bin
// origin: template reg_use {file: c, index: 30}
vs_2_x
dcl_position v0
mov r0, c30
mov oPos, v0
