// case: random/valid/ps_2_sw/5 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/5 (assemble)
// expect: the tokens of valid-ps_2_sw-5.bin
// origin: random seed 1 ps_2_sw #5
ps_2_sw
defi i23, 3, 1, 2, 0
dcl v1
dcl_2d s1
dcl v0
dcl_volume s0
defb b4, true
defi i50, 4, 3, 2, 0
mad r20, -c8191.xxxy, -c1, v0.wyyx
m4x4_sat_pp r22, -r20, c3167
pow r12, -c0.x, -r22.w
texldd r15, r20, s0, r20, c2
cmp r11, r20, r12, c0
nrm_sat r11, v0.zzzw
lrp r26, c8191, c3, r12.xxwx
texld r9, r12, s0
frc r3, -r12.xxzw
if b0
    dp3 r22.yz, -r12, -c0
    texldb r5, r11, s1
endif
mov oC0, c0
mov oC1, r20
mov oC2, r15
mov oDepth, c8191.w
