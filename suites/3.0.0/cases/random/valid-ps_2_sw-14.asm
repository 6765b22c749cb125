// case: random/valid/ps_2_sw/14 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/14 (assemble)
// expect: the tokens of valid-ps_2_sw-14.bin
// origin: random seed 1 ps_2_sw #14
ps_2_sw
defi i40, 4, 3, 2, 0
defi i53, 3, 2, 1, 0
dcl t5
dcl v0.zw
dcl_cube s6
dcl_2d s1
rsq r7, c0.z
m4x4 r31, -t5, c3861
mad_pp r5.xy, -c0.z, -c3, c2.wzw
rsq_sat r7.xzw, -v0.w
dp3 r28, r31.yxzy, c8191
rsq_sat r13, r7.w
dp2add_sat r8.xw, t5.zzzy, r7, c2.w
texld r26, r28, s1
abs r1.xyw, -r13.yzzy
m3x3_sat r16.xyz, r31, c5056
dsy_pp r30, -r7
mov oC0, c0
mov oDepth, c0.z
