// case: reg.index-range/valid/vs_1_1/sweep_file-v_index-0 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-v_index-0 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-v_index-0.bin
// origin: template reg_use {file: v, index: 0}
vs_1_1
dcl_position v0
mov r0, v0
mov oPos, v0
