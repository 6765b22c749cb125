// case: exec.texkill/execute/ps_1_1/texkill-ps1-killed (execute)
// expect: the outputs of execute-ps_1_1-texkill-ps1-killed.outputs.json (tolerance 1.5625e-2)
// origin: execute texkill-ps1 {inputs: killed}
ps_1_1
texkill t0
mov r0, c0
