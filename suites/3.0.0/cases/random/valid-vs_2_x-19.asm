// case: random/valid/vs_2_x/19 (validate)
// expect: valid
// case: random/assemble/vs_2_x/19 (assemble)
// expect: the tokens of valid-vs_2_x-19.bin
// origin: random seed 1 vs_2_x #19
vs_2_x
def c63, 0.5, 0.0, 4.0, 0.5
dcl_position v6
def c56, 2.0, 0.5, -2.0, 3.496959e28
def c38, 4.0, -1.6425796e-15, -1.210423e-14, 2.0
defi i13, 2, 1, 2, 0
def c3, 1.0, -0.5, 0.25, 219840530.0
dst r22, c255, v6.yxzw
loop aL, i13
    slt r14, -c1, -v6
    abs r25, c0
    m3x2 r14.xy, -r25, c176
    sub r10, -c2.wy, r22.xyyz
    crs r13.xyz, r14, r22
    log r28, c3.z
    frc r6.xyw, v6.wyyw
    rcp r31, -r22.z
    sub r19, r10.wzx, r14.xy
    sgn r16.z, c255, r10, r14
    m4x4 r31, -r28.zwzx, c76
    max r28, -c3, -v6.zzzw
    slt r20, c4[aL], r22.xyxw
    rsq r18.xzw, r25.w
    dst r27, -r31, -r25
    dst r18, r28, r19.wwz
    expp r6, -c0.x
    sub r9.xy, r18, r25.xzzw
    m4x3 r2.xyz, r28, c156
    m4x4 r23, v6, c144
    dst r16, r23, r20
    m3x4 r19, -r2, c143
    call l12
    dst r23, r23.xwyw, c8[aL].xwy
    expp r4.x, -c0[aL].w
endloop
mad oPos, c1, r22, r22
mad oD0.yw, c0.wwz, r22, -c0.zwxy
mul oT0, -c1.wxwx, c1
min oT1, c1.yxzw, v6
mul oT2.xy, -r22, c2.xzzy
mov oFog, -c1.w
ret
label l12
slt r21.yz, r13, -r20.yywz
if_gt r20.y, -r19.x
    if b11
        max r2, -r23.wwzy, r19.ywz
    endif
endif
ret
