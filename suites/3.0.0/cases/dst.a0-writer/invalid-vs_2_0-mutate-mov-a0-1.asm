// case: dst.a0-writer/invalid/vs_2_0/mutate-mov-a0-1 (validate)
// expect: invalid [dst.a0-writer]
// origin: mutator mov-a0 on random seed 1 vs_2_0 #1
vs_2_0
defi i5, 4, 4, 1, 0
def c52, 0.125, -1.0200696e-24, 1.0, -7.509e34
defb b10, true
dcl_position v15
dcl_blendindices11 v4
dcl_texcoord12 v13
defb b4, true
dcl_binormal v6
log r1, -c1.z
lrp r5, c2, v15, c2.xxzw
mul r6, c1.xyyz, v15.ywz
if b5
    m3x4 r3, v13.wxy, c179
    min r1, r5, v4
    loop aL, i5
        m3x4 r0, r3, c156
        pow r0, c1.w, v15.z
        lrp r2.w, r1, v6.wyzw, v6.wzy
        logp r6, c2.y
        m3x2 r4.xy, r3.ywwy, c154
        m4x3 r1.xyz, v4, c220
    endloop
endif
max oPos, r5, r1
max oD0.y, -r6, v13
max oD1.xw, r6.zwzx, -c255
mov oFog, -r1.w
mov a0.x, c0.x
