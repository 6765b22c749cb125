// case: reg.file-available/valid/vs_2_0/use_file-v_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/vs_2_0/use_file-v_index-0 (assemble)
// expect: the tokens of valid-vs_2_0-use_file-v_index-0.bin
// origin: template reg_use {file: v, index: 0}
vs_2_0
dcl_position v0
mov r0, v0
mov oPos, v0
