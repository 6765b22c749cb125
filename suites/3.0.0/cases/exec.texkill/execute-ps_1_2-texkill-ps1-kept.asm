// case: exec.texkill/execute/ps_1_2/texkill-ps1-kept (execute)
// expect: the outputs of execute-ps_1_2-texkill-ps1-kept.outputs.json (tolerance 1.5625e-2)
// origin: execute texkill-ps1 {inputs: kept}
ps_1_2
texkill t0
mov r0, c0
