// case: mod.ps14-const/valid/ps_1_4/code (validate)
// expect: valid
// case: mod.ps14-const/assemble/ps_1_4/code (assemble)
// expect: the tokens of valid-ps_1_4-code.bin
// origin: template code {code: mov r1, c1 add r0, -r1, c0}
ps_1_4
mov r1, c1
add r0, -r1, c0
mov r0, c0
