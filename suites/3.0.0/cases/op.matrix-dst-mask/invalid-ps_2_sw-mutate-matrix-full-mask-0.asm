// case: op.matrix-dst-mask/invalid/ps_2_sw/mutate-matrix-full-mask-0 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: mutator matrix-full-mask on random seed 1 ps_2_sw #0
ps_2_sw
dcl_2d s4
dcl_volume s0
defi i4, 4, 4, 2, 0
def c31, 1.0, -2.9964e27, -1.0, 0.5
def c46, -0.00017939073, 25.546028, 6.8604974e-22, 3.0633463e-22
def c15, -1.0, 2.2160215e-26, 0.5, 4.925877e-38
dcl v0.xz
dcl_2d s14
sincos r5.xy, c0.x, c8190, c8191
crs r7.y, c3, -c3
mul r17, c0.xzwx, -c3
dsy r14, r17.yyyz
pow r17, -c1.x, c1.w
setp_eq p0.yw, -c3, c2.wz
call l340
if !b0
    cmp_pp r0, r14, c3, -c8191
    dp2add_pp r4.y, -c3.zwzw, r17, c2.z
    exp r28.z, -c8191.y
    nop
    dsx r26, -c1
    texldb r18, r14, s0
    max_pp r26, r0.yyzx, -c8191
    frc r30, r17
    rep i4
    endrep
endif
mov oC0, c0
mov oDepth, r5.y
m3x3 r1, c0, c0
ret
label l340
add r8, c8191.zwyw, c8191
m3x4 r20, -r8, c2220
texld_pp r23, r8, s4
dsx_pp r15, r8
sub r16.zw, -r17.zw, -r15.wwxw
abs r28.w, c3
mul r11.xyw, r14, -c1.zzw
ret
