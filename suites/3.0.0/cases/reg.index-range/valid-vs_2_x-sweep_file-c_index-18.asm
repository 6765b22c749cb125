// case: reg.index-range/valid/vs_2_x/sweep_file-c_index-18 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-c_index-18 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-c_index-18.bin
// origin: template reg_use {file: c, index: 18}
vs_2_x
dcl_position v0
mov r0, c18
mov oPos, v0
