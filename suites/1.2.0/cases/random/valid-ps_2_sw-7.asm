// case: random/valid/ps_2_sw/7 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/7 (assemble)
// expect: the tokens of valid-ps_2_sw-7.bin
// origin: random seed 1 ps_2_sw #7
ps_2_sw
defi i9, 1, 0, 2, 0
dcl_cube s3
def c42, -2.0, 4.0, 0.5, -2.332111e23
def c35, -1.0, 0.5, 4.0, -1.7626163e-10
dcl_centroid t6.xyw
dcl_volume s11
dcl v0.w
defb b35, false
def c51, -28280298000000.0, 0.5, 0.125, 2.018184e-17
defb b18, true
mul r25, c1, -c8191
dsy_sat r6, r25
dp4 r26, c1.xxw, c8191.yyxw
cmp r23, c2, -r26, -c3.wwxw
dsy r30, -c8191
m3x4 r7, r26.wzyx, c1635
mul r7.xz, r6, c8191
max r27, c3.zyx, c8191.xxz
dp2add r10, r7, r6.yzyz, t6.w
rsq r25, r6.w
rep i9
    setp_lt p0.xyz, c2, -r7.yw
    m3x4 r14, r10, c4342
    rsq_sat r22, r25.y
endrep
mov oC0, r27
