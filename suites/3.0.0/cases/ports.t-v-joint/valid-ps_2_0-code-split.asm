// case: ports.t-v-joint/valid/ps_2_0/code-split (validate)
// expect: valid
// case: ports.t-v-joint/assemble/ps_2_0/code-split (assemble)
// expect: the tokens of valid-ps_2_0-code-split.bin
// origin: template code {code: split, decls: dcl t2 dcl v1}
ps_2_0
dcl t2
dcl v1
mov r0, v1
mad r0, t2, c0, r0
mov oC0, c0
