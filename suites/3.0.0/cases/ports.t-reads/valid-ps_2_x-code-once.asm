// case: ports.t-reads/valid/ps_2_x/code-once (validate)
// expect: valid
// case: ports.t-reads/assemble/ps_2_x/code-once (assemble)
// expect: the tokens of valid-ps_2_x-code-once.bin
// origin: template code {code: once, decls: dcl t3}
ps_2_x
dcl t3
mov r0, t3
mul r0, r0, t3
mov oC0, c0
