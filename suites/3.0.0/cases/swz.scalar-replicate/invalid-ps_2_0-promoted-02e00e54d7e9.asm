// case: swz.scalar-replicate/invalid/ps_2_0/promoted-02e00e54d7e9 (validate)
// expect: invalid [swz.scalar-replicate]
// origin: promoted promoted/swz.scalar-replicate-invalid-02e00e54d7e9.yaml
ps_2_0
log r0, c0
mov oC0, r0
